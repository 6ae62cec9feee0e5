module github.com/naclcmp/naclcmp

go 1.26.0

require (
	filippo.io/edwards25519 v1.2.0
	github.com/cloudflare/circl v1.6.5
	github.com/dchest/siphash v1.2.3
	github.com/google/go-cmp v0.7.0
	github.com/hdevalence/ed25519consensus v0.2.0
	github.com/jamesruan/sodium v1.0.14
	github.com/oasisprotocol/curve25519-voi v0.0.0-20230904125328-1f23a7beb09a
	github.com/openziti/secretstream v0.1.46
	github.com/schollz/progressbar/v3 v3.19.1
	golang.org/x/crypto v0.59.0
	golang.org/x/term v0.48.0
	gonum.org/v1/plot v0.17.0
)

require (
	codeberg.org/go-fonts/liberation v0.5.0 // indirect
	codeberg.org/go-latex/latex v0.2.0 // indirect
	codeberg.org/go-pdf/fpdf v0.11.1 // indirect
	git.sr.ht/~sbinet/gg v0.7.0 // indirect
	github.com/ajstarks/svgo v0.0.0-20211024235047-1546f124cd8b // indirect
	github.com/golang/freetype v0.0.0-20170609003504-e2365dfdc4a0 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	golang.org/x/image v0.30.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)
