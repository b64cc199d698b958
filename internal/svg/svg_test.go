package svg_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urtext/urtext/internal/jsonw"
	"github.com/urtext/urtext/internal/svg"
)

// TestWriteJSON: a tree is written as the page builds it, its text and
// attributes escaped as JSON.
func TestWriteJSON(t *testing.T) {
	n := svg.El("g", "class", `a "b"`).Add(svg.Text("title", "<x> & y"), svg.El("rect", "x", "1"))
	var w jsonw.Writer
	n.WriteJSON(&w)
	assert.Equal(t, `["g",["class","a \"b\""],"",["title",[],"<x> & y"],["rect",["x","1"],""]]`, w.String())
	assert.Equal(t, `a "b"`, n.Attr("class"))
	assert.Empty(t, n.Attr("id"))
}
