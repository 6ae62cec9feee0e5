# js.mk — the JavaScript implementations (package js; the node program in
# js/peer).
#
#   make js-deps   install js/peer's packages exactly as its
#                  package-lock.json pins them (npm ci), when node and npm
#                  are on PATH; otherwise print one line saying how to
#                  enable them. A no-op once installed, until package.json
#                  or package-lock.json change.
#
# The ed25519 addon is an optional dependency compiled by node-gyp: if it
# cannot build here, npm ci still succeeds and naclcmp lists
# js:ed25519-addon as "did not build". The argon2 addon is optional too:
# its install script loads the prebuilt binary it ships (argon2 0.43.1's
# declare Node-API 8, which node 18 and 20 have) and compiles otherwise,
# and naclcmp lists js:argon2 as "did not build" when neither worked.
# (0.44 and later depend on cross-env 10, which wants node 20: npm 9 on
# Debian's node 18 then skips the whole optional package without a word.)
#
# `npm install --package-lock-only`, which regenerates the lock file after
# a change to package.json, also rewrites node_modules/.package-lock.json,
# so that this target then takes the old installation as current: run
# `npm ci` in js/peer once after it.
#
# Also usable alone:
#   make -f mk/js.mk js-deps

JS_ROOT := $(patsubst %/mk/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
JS_PEER := $(JS_ROOT)/js/peer

.PHONY: js-deps

js-deps:
	@if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory -f $(JS_ROOT)/mk/js.mk $(JS_PEER)/node_modules/.package-lock.json; \
	else \
		echo "naclcmp: JavaScript implementations: not enabled (install node and npm, then run make js-deps)"; \
	fi

# npm writes node_modules/.package-lock.json; touching it records that
# this lock file was installed.
$(JS_PEER)/node_modules/.package-lock.json: $(JS_PEER)/package.json $(JS_PEER)/package-lock.json
	cd $(JS_PEER) && npm ci --no-audit --no-fund
	@touch $@
