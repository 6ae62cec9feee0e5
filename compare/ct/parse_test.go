package ct

import (
	"reflect"
	"testing"

	"github.com/naclcmp/naclcmp/record/ctrecord"
)

// memcheckOutput has the shape of valgrind 3.19's report for the leaky
// control, plus a secret-dependent memory index, written out by hand.
const memcheckOutput = `==100== Memcheck, a memory error detector
==100== Command: ./ct-controls control/leaky
==100== 
==100== Conditional jump or move depends on uninitialised value(s)
==100==    at 0x10A5D0: naclcmp_ct_leaky_equal (ct_equal.c:19)
==100==    by 0x10A6C8: control (ct_controls.c:18)
==100==    by 0x10A323: main (ct_main.c:63)
==100==  Uninitialised value was created by a client request
==100==    at 0x10A6B2: control (ct_controls.c:17)
==100==    by 0x10A323: main (ct_main.c:63)
==100== 
==100== Use of uninitialised value of size 8
==100==    at 0x4A0B0C1: table_lookup (lib.c:42)
==100==  Uninitialised value was created by a client request
==100==    at 0x10A6B2: control (ct_controls.c:17)
==100== 
==100== HEAP SUMMARY:
==100==     in use at exit: 0 bytes in 0 blocks
==100== ERROR SUMMARY: 2 errors from 2 contexts (suppressed: 0 from 0)
`

// TestParseMemcheck checks that each memcheck error becomes one finding
// with its kind, its stack and the origin of the secret.
func TestParseMemcheck(t *testing.T) {
	got := ParseMemcheck(memcheckOutput)
	want := []ctrecord.Finding{
		{
			Kind: "Conditional jump or move depends on uninitialised value(s)",
			Stack: []string{"naclcmp_ct_leaky_equal (ct_equal.c:19)",
				"control (ct_controls.c:18)", "main (ct_main.c:63)"},
			Origin: []string{"control (ct_controls.c:17)", "main (ct_main.c:63)"},
		},
		{
			Kind:   "Use of uninitialised value of size 8",
			Stack:  []string{"table_lookup (lib.c:42)"},
			Origin: []string{"control (ct_controls.c:17)"},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseMemcheck =\n%#v\nwant\n%#v", got, want)
	}
}

// TestParseMemcheckClean checks that a clean run has no findings.
func TestParseMemcheckClean(t *testing.T) {
	clean := "==7== Memcheck, a memory error detector\n==7== \n==7== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)\n"
	if f := ParseMemcheck(clean); len(f) != 0 {
		t.Errorf("findings in a clean run: %v", f)
	}
}

// TestMatchOp checks selection by ID and by family.
func TestMatchOp(t *testing.T) {
	for _, tc := range []struct {
		ops  []string
		id   string
		want bool
	}{
		{nil, "sign/ed25519", true},
		{[]string{"sign"}, "sign/ed25519", true},
		{[]string{"sign/ed25519"}, "sign/ed25519", true},
		{[]string{"box"}, "sign/ed25519", false},
		{[]string{"sign/ed"}, "sign/ed25519", false},
	} {
		if got := matchOp(tc.ops, tc.id); got != tc.want {
			t.Errorf("matchOp(%v, %q) = %v, want %v", tc.ops, tc.id, got, tc.want)
		}
	}
}

// TestDeclassify checks that only a listed library's listed function is
// set aside, with its reason, and everything else stands.
func TestDeclassify(t *testing.T) {
	d := Declassifications[0]
	const jump = "Conditional jump or move depends on uninitialised value(s)"
	byDesign := ctrecord.Finding{Kind: jump, Stack: []string{d.Function + " (in libsodium.so)", "crypto_box_easy (in libsodium.so)"}}
	other := ctrecord.Finding{Kind: jump, Stack: []string{"fe_mul (fe.c:1)"}}
	stand, set := declassify(d.Impl, "Seal", []ctrecord.Finding{byDesign, other})
	if len(stand) != 1 || stand[0].Stack[0] != "fe_mul (fe.c:1)" {
		t.Errorf("standing findings %v, want only fe_mul", stand)
	}
	if len(set) != 1 || set[0].Reason != d.Reason || set[0].Stack[0] != byDesign.Stack[0] {
		t.Errorf("declassified %v, want the by-design branch with its reason", set)
	}
	if stand, _ := declassify("tweetnacl", "Seal", []ctrecord.Finding{byDesign}); len(stand) != 1 {
		t.Error("a declassification for one library applied to another")
	}
	// A secret-dependent memory index in the same function is never by
	// design: it stands.
	index := ctrecord.Finding{Kind: "Use of uninitialised value of size 8", Stack: byDesign.Stack}
	if stand, _ := declassify(d.Impl, "Seal", []ctrecord.Finding{index}); len(stand) != 1 {
		t.Error("a memory index was declassified")
	}
}
