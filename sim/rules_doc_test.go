package sim

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// rulesDocs are the rules documents that map seed rules to tests.
var rulesDocs = []string{"../docs/rules-seed001.md", "../docs/rules-seed004.md", "../docs/rules-strategic.md", "../docs/catalog-conflicts.md"}

var (
	reDocTest  = regexp.MustCompile(`\bTest[A-Z][A-Za-z0-9_]*`)
	reTestFunc = regexp.MustCompile(`(?m)^func (Test[A-Za-z0-9_]+)\(`)
)

// TestRulesDocsNameRealTests checks that every test a rules document names
// is declared in a _test.go file of the repository, so the documents cannot
// point at tests that were renamed or never written.
func TestRulesDocsNameRealTests(t *testing.T) {
	var declared []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != ".." {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, "_test.go") {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range reTestFunc.FindAllStringSubmatch(string(b), -1) {
				declared = append(declared, m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(declared)
	for _, doc := range rulesDocs {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		names := reDocTest.FindAllString(string(b), -1)
		if len(names) == 0 {
			t.Errorf("%s names no test", doc)
		}
		for _, name := range names {
			if _, ok := slices.BinarySearch(declared, name); !ok {
				t.Errorf("%s names %s, which no _test.go file declares", doc, name)
			}
		}
	}
}
