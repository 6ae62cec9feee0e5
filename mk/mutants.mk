# mutants.mk — the suite's own realistic mutants (mutants/*.patch): each is
# applied to a copy of the tree and the tests named in its Killed-by line,
# which `make test` runs, must fail. See scripts/mutants.sh.
#
#   make mutants                        every mutant
#   make mutants MUTANTS=mutants/x.patch  one of them

MUTANTS ?=

.PHONY: mutants

mutants: deps
	@GO="$(GO)" sh scripts/mutants.sh $(MUTANTS)
