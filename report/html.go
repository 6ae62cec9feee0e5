package report

import (
	"bytes"
	_ "embed"
	"encoding/base64"
	"fmt"
	"html/template"
	"net/url"
	"path"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// report.html is report.md rendered by goldmark, so that the two cannot
// say different things, then made into one page that needs nothing else:
// every chart report.md links as a file is inlined as a data: URI, the
// links to the charts' SVG files are dropped (the page shows the SVG
// itself), and the style sheet is in the page. It loads nothing and runs
// no script, so it reads the same from a CI artifact, a mail attachment
// or a machine with no network.
//
// Text from a results file reaches the page only through report.md,
// where mdEscape made it entities and backslash escapes; goldmark renders
// those as text and, not being told otherwise, omits any raw HTML. The
// agreement grid and the page around the report come from html/template,
// which escapes what it inserts.

//go:embed html.css
var htmlCSS string

//go:embed html.tmpl
var htmlTemplates string

// pageTemplates holds "page" (the document) and "grid" (the agreement
// grid).
var pageTemplates = template.Must(template.New("").Parse(htmlTemplates))

// htmlPage is what a report.html is made of.
type htmlPage struct {
	// Title is the document's title.
	Title string
	// Markdown is report.md.
	Markdown []byte
	// Files are the result files, the charts among them under charts/.
	Files map[string][]byte
	// Grid, if not nil, is drawn after the first paragraph under the
	// heading GridAfter.
	Grid      *agreementGrid
	GridAfter string
}

// tocEntry is one second-level heading, for the page's contents.
type tocEntry struct{ ID, Text string }

// renderHTML renders p into report.html.
func renderHTML(p htmlPage) ([]byte, error) {
	tr := &htmlTransformer{gridAfter: p.GridAfter, grid: p.Grid}
	nodes := &htmlNodes{files: p.Files, table: extension.NewTableHTMLRenderer(
		// A style attribute rather than align=, which HTML5 made obsolete:
		// numbers stay right-aligned as report.md aligns them.
		extension.WithTableCellAlignMethod(extension.TableCellAlignStyle))}
	md := goldmark.New(
		goldmark.WithExtensions(extension.Table),
		goldmark.WithParserOptions(
			parser.WithAutoHeadingID(),
			parser.WithASTTransformers(util.Prioritized(tr, 1000)),
		),
		// goldmark registers node renderers from the highest priority
		// number down, the last one of a kind winning: at 100 these
		// replace its HTML (1000) and table (500) renderers for images,
		// tables and the grid.
		goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(nodes, 100))),
	)
	var body bytes.Buffer
	if err := md.Convert(p.Markdown, &body); err != nil {
		return nil, fmt.Errorf("report.html: %w", err)
	}
	var page bytes.Buffer
	err := pageTemplates.ExecuteTemplate(&page, "page", struct {
		Title    string
		CSS      template.CSS
		Contents []tocEntry
		Body     template.HTML
	}{
		Title:    p.Title,
		CSS:      template.CSS(htmlCSS),        // our own file, embedded
		Contents: tr.toc,                       // heading text, escaped by the template
		Body:     template.HTML(body.String()), // goldmark's output, escaped by goldmark
	})
	if err != nil {
		return nil, fmt.Errorf("report.html: %w", err)
	}
	return page.Bytes(), nil
}

// htmlTransformer adapts report.md's tree to a single page: it drops the
// paragraphs that only link a chart's file, inserts the agreement grid and
// collects the contents.
type htmlTransformer struct {
	gridAfter string
	grid      *agreementGrid
	toc       []tocEntry
}

// Transform implements parser.ASTTransformer.
func (t *htmlTransformer) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	var drop []ast.Node
	gridAt := ast.Node(nil)
	seenHeading := false
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *ast.Heading:
			seenHeading = false
			txt := nodeText(n, src)
			if n.Level == 2 {
				id, _ := n.AttributeString("id")
				idb, _ := id.([]byte)
				t.toc = append(t.toc, tocEntry{ID: string(idb), Text: txt})
			}
			if t.grid != nil && gridAt == nil && txt == t.gridAfter {
				seenHeading = true
			}
		case *ast.Paragraph:
			if seenHeading {
				gridAt, seenHeading = n, false
			}
			if onlyChartLink(n) {
				drop = append(drop, n)
			}
		}
	}
	for _, n := range drop {
		doc.RemoveChild(doc, n)
	}
	if gridAt != nil {
		doc.InsertAfter(doc, gridAt, &gridNode{grid: t.grid})
	}
}

// onlyChartLink reports whether p holds nothing but a link to a file
// under charts/: the "[SVG](charts/….svg)" line under a chart.
func onlyChartLink(p *ast.Paragraph) bool {
	l, ok := p.FirstChild().(*ast.Link)
	return ok && l.NextSibling() == nil && strings.HasPrefix(string(l.Destination), chartsDir+"/")
}

// nodeText is the text of n's inline children, as a reader sees it.
func nodeText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Value(src))
		case *ast.String:
			b.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// kindGrid is the node kind of the agreement grid.
var kindGrid = ast.NewNodeKind("AgreementGrid")

// gridNode is the agreement grid in the document's tree.
type gridNode struct {
	ast.BaseBlock
	grid *agreementGrid
}

// Kind implements ast.Node.
func (n *gridNode) Kind() ast.NodeKind { return kindGrid }

// Dump implements ast.Node.
func (n *gridNode) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

// htmlNodes draws what report.html shows differently from a Markdown
// viewer: charts inline, tables in a frame that scrolls sideways, and the
// agreement grid.
type htmlNodes struct {
	files map[string][]byte
	table renderer.NodeRenderer // goldmark's tables, which it wraps
}

// RegisterFuncs implements renderer.NodeRenderer.
func (r *htmlNodes) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	tables := capture{}
	r.table.RegisterFuncs(tables)
	for kind, f := range tables {
		reg.Register(kind, f)
	}
	drawTable := tables[east.KindTable]
	reg.Register(east.KindTable, func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		// A wide table scrolls inside its frame, not the page.
		if entering {
			_, _ = w.WriteString(`<div class="table-wrap">`)
		}
		s, err := drawTable(w, src, n, entering)
		if !entering {
			_, _ = w.WriteString("</div>\n")
		}
		return s, err
	})
	reg.Register(ast.KindImage, r.image)
	reg.Register(kindGrid, r.drawGrid)
}

// capture records the functions a renderer registers.
type capture map[ast.NodeKind]renderer.NodeRendererFunc

// Register implements renderer.NodeRendererFuncRegisterer.
func (c capture) Register(k ast.NodeKind, f renderer.NodeRendererFunc) { c[k] = f }

// image draws a chart that report.md links as charts/NAME.png: its SVG
// (or, without one, the PNG) as a data: URI. An image that is not one of
// the report's files shows its name only, so that the page never points
// at a file.
func (r *htmlNodes) image(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	dest, err := url.PathUnescape(string(n.(*ast.Image).Destination))
	if err != nil {
		dest = string(n.(*ast.Image).Destination)
	}
	name := strings.TrimSuffix(path.Base(dest), path.Ext(dest))
	uri := ""
	if svg, ok := r.files[strings.TrimSuffix(dest, path.Ext(dest))+".svg"]; ok {
		uri = "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(svg)
	} else if png, ok := r.files[dest]; ok && path.Ext(dest) == ".png" {
		uri = "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
	}
	if uri == "" {
		_, _ = fmt.Fprintf(w, `<span class="missing-chart">[chart %s]</span>`, template.HTMLEscapeString(name))
		return ast.WalkSkipChildren, nil
	}
	_, _ = fmt.Fprintf(w, `<img class="chart" src="%s" alt="%s">`, uri, template.HTMLEscapeString(name))
	return ast.WalkSkipChildren, nil
}

// drawGrid draws the agreement grid with its template.
func (r *htmlNodes) drawGrid(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		if err := pageTemplates.ExecuteTemplate(w, "grid", n.(*gridNode).grid); err != nil {
			return ast.WalkStop, err
		}
	}
	return ast.WalkSkipChildren, nil
}
