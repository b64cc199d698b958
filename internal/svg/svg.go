// Package svg holds a drawing as a tree of SVG elements (Node): the site
// writes it as markup (templates), the browser's module hands it to the
// page as JSON (WriteJSON), and one small function of the page makes the
// elements (templates/static/dom.js, build). The board (internal/board)
// and the graph of a game's chances (internal/graph) are drawn so, each
// in one place for the site and the page.
//
// The package compiles into the browser's module: it keeps to the JSON
// writer (no fmt or strings).
package svg

import "github.com/urtext/urtext/internal/jsonw"

// Node is an SVG element: its name, its attributes as name, value pairs in
// the order they are written, its text, its children.
type Node struct {
	Name  string
	Attrs []string
	Text  string
	Kids  []*Node
}

// El is an element with attributes as name, value pairs.
func El(name string, attrs ...string) *Node { return &Node{Name: name, Attrs: attrs} }

// Text is an element holding text.
func Text(name, s string, attrs ...string) *Node {
	return &Node{Name: name, Attrs: attrs, Text: s}
}

// Add appends children to n and returns n.
func (n *Node) Add(kids ...*Node) *Node {
	n.Kids = append(n.Kids, kids...)
	return n
}

// Attr is the value of n's attribute name, or "".
func (n *Node) Attr(name string) string {
	for i := 0; i+1 < len(n.Attrs); i += 2 {
		if n.Attrs[i] == name {
			return n.Attrs[i+1]
		}
	}
	return ""
}

// WriteJSON writes the tree as the page's script builds it: [name,
// [attribute, value, …], text, child, …].
func (n *Node) WriteJSON(w *jsonw.Writer) {
	w.Array().Str(n.Name).Array()
	for _, a := range n.Attrs {
		w.Str(a)
	}
	w.End().Str(n.Text)
	for _, k := range n.Kids {
		k.WriteJSON(w)
	}
	w.End()
}
