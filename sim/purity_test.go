package sim

import (
	"os/exec"
	"strings"
	"testing"
)

// forbiddenImports are packages the deterministic core may not import
// (DESIGN section 3): the clock, files and environment, unseeded randomness,
// the network, and anything unsafe or concurrent that could make a result
// depend on the machine.
var forbiddenImports = []string{"time", "os", "os/exec", "os/signal", "io/fs", "path/filepath", "math/rand", "math/rand/v2", "net", "net/http", "syscall", "unsafe", "runtime", "sync", "embed"}

// allowedEmbed lists core packages allowed to embed read-only data compiled
// into the binary (the unit catalog); embedding reads no file at run time.
var allowedEmbed = map[string]bool{"hexstorm/sim": true}

// TestPurityOfCore runs `go list` on sim and hexmap: neither may import a
// forbidden package directly, and neither may depend, however indirectly, on
// Ebitengine or on any module outside the standard library and this one.
func TestPurityOfCore(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go command is not on PATH")
	}
	for _, pkg := range []string{"hexstorm/hexmap", "hexstorm/sim"} {
		out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", pkg, err)
		}
		for _, imp := range strings.Fields(string(out)) {
			for _, bad := range forbiddenImports {
				if imp == bad && !(imp == "embed" && allowedEmbed[pkg]) {
					t.Errorf("%s imports %s", pkg, imp)
				}
			}
		}
		deps, err := exec.Command("go", "list", "-deps", "-f", `{{if not .Standard}}{{.ImportPath}}{{end}}`, pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		for _, dep := range strings.Fields(string(deps)) {
			if strings.Contains(dep, "ebiten") {
				t.Errorf("%s depends on Ebitengine through %s", pkg, dep)
			} else if dep != "hexstorm/hexmap" && dep != "hexstorm/sim" {
				t.Errorf("%s depends on %s, outside the standard library and the core", pkg, dep)
			}
		}
	}
}
