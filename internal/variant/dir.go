package variant

import (
	"cmp"
	"errors"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/urtext/urtext/content"
	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
)

// Set is the rulesets a directory of descriptions defines: their
// catalogue, in the order of their weights, and each description.
type Set struct {
	Catalogue    *rules.Catalogue
	Descriptions []*Description // in the catalogue's order
}

// Embedded reads the descriptions of the content embedded in the binary
// (content.FS): the site's rulesets unless a site's folder has its own.
func Embedded() (*Set, error) { return ReadDir(content.FS, "rulesets", "content/") }

// ReadDir reads every description (*.yaml) of dir in fsys, each after
// the one it derives from, which must be one of them. Files are named in
// errors as prefix + their path ("content/rulesets/bell.yaml"). The
// error, if any, is an ErrorList of every file's errors.
func ReadDir(fsys fs.FS, dir, prefix string) (*Set, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, err
	}
	type file struct {
		name   string // as errors show it
		data   []byte
		base   string
		baseAt notation.Pos
	}
	files := map[string]*file{}
	var ids []string
	var errs ErrorList
	for _, name := range names {
		// Bounded as every file of the content (records.MaxFile).
		data, err := records.Read(fsys, name)
		var ne *notation.Error
		if errors.As(err, &ne) {
			errs = append(errs, errorAt(prefix+name, ne.Pos, say(mTooLarge, said.Number("mb", records.MaxFile>>20))))
			continue
		}
		if err != nil {
			return nil, err
		}
		f := &file{name: prefix + name, data: data}
		f.base, f.baseAt = baseOf(data)
		id := strings.TrimSuffix(path.Base(name), ".yaml")
		files[id] = f
		ids = append(ids, id)
	}
	// Each after its base: a depth-first walk, which finds a cycle.
	built := map[string]*Description{}
	state := map[string]int{} // 1: being read, 2: done
	var visit func(id string, chain []string)
	visit = func(id string, chain []string) {
		f := files[id]
		switch state[id] {
		case 2:
			return
		case 1:
			i := slices.Index(chain, id)
			last := files[chain[len(chain)-1]]
			errs = append(errs, errorAt(last.name, last.baseAt, say(mCycle, said.Plain("chain", shortChain(append(chain[i:], id))))))
			return
		}
		state[id] = 1
		if _, ok := files[f.base]; ok && f.base != "" {
			visit(f.base, append(chain, id))
		}
		state[id] = 2
		if f.base != "" && built[f.base] == nil {
			if _, ok := files[f.base]; ok {
				return // its base failed: its own errors say why
			}
		}
		d, err := Read(f.name, f.data, func(id string) (*rules.Ruleset, bool) {
			if d := built[id]; d != nil {
				return d.Ruleset, true
			}
			return nil, false
		})
		if err != nil {
			errs = append(errs, err.(ErrorList)...)
			return
		}
		built[id] = d
	}
	for _, id := range ids {
		visit(id, nil)
	}
	if len(errs) > 0 {
		slices.SortStableFunc(errs, func(a, b *Error) int {
			return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
		})
		return nil, errs
	}
	set := &Set{}
	for _, id := range ids {
		set.Descriptions = append(set.Descriptions, built[id])
	}
	slices.SortStableFunc(set.Descriptions, func(a, b *Description) int {
		return cmp.Or(cmp.Compare(a.Weight, b.Weight), cmp.Compare(a.ID, b.ID))
	})
	var list []*rules.Ruleset
	for _, d := range set.Descriptions {
		list = append(list, d.Ruleset)
	}
	set.Catalogue, err = rules.NewCatalogue(list)
	if err != nil { // ids are file names: none twice
		return nil, err
	}
	return set, nil
}

// baseOf is the id a description derives from and where, when it reads
// as one; Read says what is wrong otherwise.
func baseOf(data []byte) (string, notation.Pos) {
	t := yamlfile.Text{First: 1}
	root, bad := t.Root(data)
	if bad != nil || root == nil || root.Kind != yaml.MappingNode {
		return "", notation.Pos{}
	}
	for _, kv := range t.PairsOf(root) {
		if kv.Key.Value == "base" && kv.Value.Kind == yaml.ScalarNode {
			return kv.Value.Value, kv.ValueAt
		}
	}
	return "", notation.Pos{}
}

// shortChain writes a cycle of bases, a → b → a; a long one keeps its
// first three and last two links and counts the others, so that the
// message stays one readable line.
func shortChain(ids []string) string {
	const head, tail = 3, 2
	if len(ids) <= head+tail+1 {
		return strings.Join(ids, " → ")
	}
	middle := len(ids) - head - tail
	return strings.Join(ids[:head], " → ") + " → (" + strconv.Itoa(middle) + " more) → " + strings.Join(ids[len(ids)-tail:], " → ")
}
