// Package pegrewrite rewrites the Go source pigeon generates from the
// combined IRI grammar (gen.go at the module root assembles the grammar,
// runs pigeon and calls All on its output before writing parser_gen.go).
//
// The rewrites work on the syntax tree (go/ast), never on the text, and each
// checks that pigeon's output still has the shape it edits, returning an
// error otherwise: pigeon's exported names become unexported (Unexport), the
// parser records the rule stack at the farthest failure so that errors can
// name the rule (TrackFailures), and, for speed, it shares one rules table
// (ShareRulesTable), links rule references to their rules (LinkRuleRefs),
// allocates label maps lazily (LazyLabelMaps) and skips building values
// nothing observes (SkipUnobservedValues). None of them changes what the
// parser accepts, returns or reports. The hand-written code the rewritten
// parser calls is in the root package's parser_hooks.go.
package pegrewrite

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"reflect"
)

// All applies every rewrite: Unexport, then TrackFailures, ShareRulesTable,
// LinkRuleRefs, LazyLabelMaps, SkipUnobservedValues, LogMarks,
// ReuseLabelMaps, Shortcuts and BareScopes on the declarations IndexDecls
// finds.
func All(f *ast.File) error {
	Unexport(f)
	d := IndexDecls(f)
	for _, rewrite := range []func(*ast.File, Decls) error{TrackFailures, ShareRulesTable, LinkRuleRefs, LazyLabelMaps, SkipUnobservedValues, LogMarks, ReuseLabelMaps, Shortcuts, BareScopes} {
		if err := rewrite(f, d); err != nil {
			return err
		}
	}
	return nil
}

// Unexport renames pigeon's exported top-level identifiers (Parse, Option,
// Entrypoint, ...) to unexported ones with a "pg" prefix, everywhere they are
// referenced. Field and method names are left alone: they belong to
// unexported types and never reach the package documentation.
func Unexport(f *ast.File) {
	rename := map[string]string{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv == nil && d.Name.IsExported() {
				rename[d.Name.Name] = "pg" + d.Name.Name
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if s.Name.IsExported() {
						rename[s.Name.Name] = "pg" + s.Name.Name
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						if n.IsExported() {
							rename[n.Name] = "pg" + n.Name
						}
					}
				}
			}
		}
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			// Only the operand can refer to a package-level name.
			ast.Inspect(n.X, visit)
			return false
		case *ast.KeyValueExpr:
			// Struct literal keys are field names; the one that names an
			// embedded renamed type (Stats) follows the type's new name.
			ast.Inspect(n.Key, visit)
			ast.Inspect(n.Value, visit)
			return false
		case *ast.Field:
			// Field names are not package-level names; their types may be.
			ast.Inspect(n.Type, visit)
			return false
		case *ast.Ident:
			if r, ok := rename[n.Name]; ok {
				n.Name = r
			}
		}
		return true
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			if fd.Recv != nil {
				ast.Inspect(fd.Recv, visit)
			} else {
				visit(fd.Name)
			}
			ast.Inspect(fd.Type, visit)
			if fd.Body != nil {
				ast.Inspect(fd.Body, visit)
			}
			continue
		}
		ast.Inspect(d, visit)
	}
}

// TrackFailures makes the parser remember, at the farthest failure, the
// stack of rules being matched and where each started: pigeon itself keeps
// only the expected strings. It adds fields to the parser type, pushes and
// pops rule start offsets beside pigeon's rule stack in parseRule, and calls
// noteFail (hand-written, in parser_hooks.go) from failAt. It also adds a
// switch, skipFailures, with which failAt records nothing: a parse that
// succeeds needs no record of its failures, and a parse that fails can be
// run again with the record (what the parser matches does not depend on it).
func TrackFailures(f *ast.File, d Decls) error {
	parserType, funcs := d.structs["parser"], d.methods
	if parserType == nil || funcs["parseRule"] == nil || funcs["failAt"] == nil {
		return fmt.Errorf("pigeon output changed shape: parser, parseRule or failAt not found")
	}
	fields, err := parseStruct("struct{ rstart []int; failOff int; failDepth int; failRules []*rule; failStarts []int; skipFailures bool }", parserType.Fields.Closing)
	if err != nil {
		return err
	}
	parserType.Fields.List = append(parserType.Fields.List, fields...)

	// parseRule: push the start offset first, pop it last.
	pr := funcs["parseRule"].Body
	n := len(pr.List)
	if n == 0 {
		return fmt.Errorf("parseRule has an empty body")
	}
	ret := pr.List[n-1]
	push, err := parseStmts("p.rstart = append(p.rstart, p.pt.offset)", pr.List[0].Pos())
	if err != nil {
		return err
	}
	pop, err := parseStmts("p.rstart = p.rstart[:len(p.rstart)-1]", ret.Pos())
	if err != nil {
		return err
	}
	if _, ok := ret.(*ast.ReturnStmt); !ok {
		return fmt.Errorf("parseRule does not end in return")
	}
	body := append([]ast.Stmt{}, push...)
	body = append(body, pr.List[:n-1]...)
	body = append(body, pop...)
	pr.List = append(body, ret)

	// failAt: where a failure at the farthest position is recorded, tell
	// noteFail (parser_hooks.go), which keeps the rule stack that best names it.
	var err2 error
	found := false
	ast.Inspect(funcs["failAt"].Body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found {
			return true
		}
		be, ok := ifs.Cond.(*ast.BinaryExpr)
		if ok && be.Op == token.EQL && exprString(be.X) == "fail" && exprString(be.Y) == "p.maxFailInvertExpected" {
			var note []ast.Stmt
			note, err2 = parseStmts("p.noteFail(pos.offset)", ifs.Body.Rbrace)
			ifs.Body.List = append(ifs.Body.List, note...)
			found = true
		}
		return true
	})
	if !found {
		return fmt.Errorf("failAt changed shape: no \"fail == p.maxFailInvertExpected\" branch")
	}
	if err2 != nil {
		return err2
	}
	fa := funcs["failAt"].Body
	skip, err := parseStmts("if p.skipFailures { return }", fa.Lbrace+1)
	if err != nil {
		return err
	}
	fa.List = append(skip, fa.List...)
	return nil
}

// LogMarks gives the grammar actions' marks (parser_hooks.go) a log, a
// field marks of pigeon's current (the c of action code), in place of the
// value tree pigeon threads through every match: c.mark appends to it. A
// mark made in a match the parser then backtracks over must go, so every
// parse method that backtracks after a part matched (parseSeqExpr when a
// later part fails, parseAndExpr and parseNotExpr always) notes the log's
// length on entry and cuts it back there after each "p.restore(pt)". Those
// are the only places: any other expression fails only when its parts failed,
// and they left no mark.
func LogMarks(_ *ast.File, d Decls) error {
	cur := d.structs["current"]
	if cur == nil {
		return fmt.Errorf("pigeon output changed shape: no current type")
	}
	fields, err := parseStruct("struct{ marks []mark }", cur.Fields.Closing)
	if err != nil {
		return err
	}
	cur.Fields.List = append(cur.Fields.List, fields...)
	for _, name := range []string{"parseSeqExpr", "parseAndExpr", "parseNotExpr"} {
		fd := d.methods[name]
		if fd == nil {
			return fmt.Errorf("pigeon output changed shape: no %s", name)
		}
		n := 0
		var err error
		var visit func(ast.Node) bool
		visit = func(node ast.Node) bool {
			blk, ok := node.(*ast.BlockStmt)
			if !ok {
				return true
			}
			var list []ast.Stmt
			for _, st := range blk.List {
				ast.Inspect(st, visit)
				list = append(list, st)
				if es, ok := st.(*ast.ExprStmt); ok && exprString(es.X) == "p.restore(pt)" {
					var cut []ast.Stmt
					cut, err = parseStmts("p.cur.marks = p.cur.marks[:marks0]", st.End())
					list = append(list, cut...)
					n++
				}
			}
			blk.List = list
			return false
		}
		ast.Inspect(fd.Body, visit)
		if err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("%s changed shape: no \"p.restore(pt)\"", name)
		}
		note, err := parseStmts("marks0 := len(p.cur.marks)", fd.Body.Lbrace+1)
		if err != nil {
			return err
		}
		fd.Body.List = append(note, fd.Body.List...)
	}
	return nil
}

// ReuseLabelMaps makes popV empty a scope's map of labeled values rather
// than drop it, so that the next scope at that depth reuses it (pushV keeps
// what the slot holds): with LazyLabelMaps and a parser reused from parse
// to parse, a map is allocated once per depth, not once per label. Action
// code gets the values, never the map, so none can see the reuse.
func ReuseLabelMaps(f *ast.File, d Decls) error {
	popV := d.methods["popV"]
	if popV == nil {
		return fmt.Errorf("pigeon output changed shape: no popV")
	}
	found := false
	ast.Inspect(popV.Body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found || len(ifs.Body.List) != 1 || exprString(ifs.Cond) != "len(m) > 0" {
			return true
		}
		as, ok := ifs.Body.List[0].(*ast.AssignStmt)
		if !ok || len(as.Lhs) != 1 || exprString(as.Lhs[0]) != "p.vstack[len(p.vstack)-1]" || exprString(as.Rhs[0]) != "nil" {
			return true
		}
		body, err := parseStmts("clear(m)", as.Pos())
		if err != nil {
			return true
		}
		ifs.Body.List = body
		found = true
		return false
	})
	if !found {
		return fmt.Errorf("popV changed shape: no \"if len(m) > 0 { p.vstack[len(p.vstack)-1] = nil }\"")
	}
	dropComments(f, popV)
	return nil
}

// Shortcuts lets a parse that records no failures (TrackFailures'
// skipFailures) take shortcuts that only change how failures are recorded
// and which rules are on the rule stack: a choice may try other
// alternatives (the field alts of choiceExpr: runs of alternatives that
// each match one character of a set, merged into one character class,
// which matches exactly when the first of them that matches would, with the
// same value), and a rule reference may parse another expression in place
// of the rule (the field fast of ruleRefExpr: the rule's expression, when
// the rule has no action, label or code that could see its scope), and a
// repetition may match a character of a class at once (the field scan of
// expr: a class such that the repeated expression matches exactly the
// current character when the class does). The hand-written linkShortcuts
// (parser_hooks.go) sets the fields, parseAlts tries the alternatives, and
// the hand-written repetitions without values follow scan.
func Shortcuts(_ *ast.File, d Decls) error {
	// The repetitions' shortcut: the field scan of expr (see linkShortcuts);
	// the hand-written parseZeroOrMoreNoValue and parseOneOrMoreNoValue
	// follow it.
	ex := d.structs["expr"]
	if ex == nil {
		return fmt.Errorf("pigeon output changed shape: no expr type")
	}
	scan, err := parseStruct("struct{ scan *charClassMatcher }", ex.Fields.Closing)
	if err != nil {
		return err
	}
	ex.Fields.List = append(ex.Fields.List, scan...)
	for _, add := range []struct{ typ, field, method, param, stmt string }{
		{"choiceExpr", "alts []any", "parseChoiceExpr", "ch", "if p.skipFailures && ch.alts != nil { return p.parseAlts(ch.alts) }"},
		{"ruleRefExpr", "fast any", "parseRuleRefExpr", "ref", "if p.skipFailures && ref.fast != nil { return p.parseExprWrap(ref.fast) }"},
	} {
		st, fd := d.structs[add.typ], d.methods[add.method]
		if st == nil || fd == nil || len(fd.Type.Params.List) != 1 || len(fd.Type.Params.List[0].Names) != 1 ||
			fd.Type.Params.List[0].Names[0].Name != add.param {
			return fmt.Errorf("pigeon output changed shape: no %s or %s(%s)", add.typ, add.method, add.param)
		}
		fields, err := parseStruct("struct{ "+add.field+" }", st.Fields.Closing)
		if err != nil {
			return err
		}
		st.Fields.List = append(st.Fields.List, fields...)
		body, err := parseStmts(add.stmt, fd.Body.Lbrace+1)
		if err != nil {
			return err
		}
		fd.Body.List = append(body, fd.Body.List...)
	}
	return nil
}

// BareScopes lets the parser skip the scope (pushV, popV) that predicates,
// optionals and repetitions open for the expression under them when that
// expression is bare: it holds no label, action or code outside the rules it
// references, so nothing in it stores into or reads the scope (a rule opens
// its own). It adds the flag bare to pigeon's expr, the type under andExpr,
// notExpr, zeroOrOneExpr, zeroOrMoreExpr and oneOrMoreExpr, and makes each
// "p.pushV()" and "p.popV()" of their parse methods conditional on it. The
// hand-written linkShortcuts (parser_hooks.go) sets the flag.
func BareScopes(_ *ast.File, d Decls) error {
	st := d.structs["expr"]
	if st == nil {
		return fmt.Errorf("pigeon output changed shape: no expr type")
	}
	fields, err := parseStruct("struct{ bare bool }", st.Fields.Closing)
	if err != nil {
		return err
	}
	st.Fields.List = append(st.Fields.List, fields...)
	for _, name := range []string{"parseAndExpr", "parseNotExpr", "parseZeroOrOneExpr", "parseZeroOrMoreExpr", "parseOneOrMoreExpr"} {
		fd := d.methods[name]
		if fd == nil || len(fd.Type.Params.List) != 1 || len(fd.Type.Params.List[0].Names) != 1 {
			return fmt.Errorf("pigeon output changed shape: no %s with one parameter", name)
		}
		param := fd.Type.Params.List[0].Names[0].Name
		// Find the calls first, then wrap them: the wrapped ones must not be
		// found again.
		type site struct {
			blk *ast.BlockStmt
			i   int
		}
		var sites []site
		ast.Inspect(fd.Body, func(node ast.Node) bool {
			if blk, ok := node.(*ast.BlockStmt); ok {
				for i, st := range blk.List {
					if es, ok := st.(*ast.ExprStmt); ok && (exprString(es.X) == "p.pushV()" || exprString(es.X) == "p.popV()") {
						sites = append(sites, site{blk, i})
					}
				}
			}
			return true
		})
		n := len(sites)
		for _, at := range sites {
			st := at.blk.List[at.i]
			cond, err := parseStmts("if !"+param+".bare { "+exprString(st.(*ast.ExprStmt).X)+" }", st.Pos())
			if err != nil {
				return err
			}
			at.blk.List[at.i] = cond[0]
		}
		if n != 2 {
			return fmt.Errorf("%s changed shape: %d calls of p.pushV() and p.popV(), want 2", name, n)
		}
	}
	return nil
}

// ShareRulesTable makes every parse use one rules-by-name map, built once on
// the first parse: pigeon builds it in each parse (buildRulesTable), which
// for the rules of all variants in one grammar cost about as much as the
// parse itself. The map is only read once built.
func ShareRulesTable(f *ast.File, d Decls) error {
	fd := d.methods["buildRulesTable"]
	if fd == nil {
		return fmt.Errorf("pigeon output changed shape: no buildRulesTable method")
	}
	body, err := parseStmts("p.rules = rulesByName()", fd.Body.Lbrace+1)
	if err != nil {
		return err
	}
	dropComments(f, fd)
	fd.Body.List = body
	return nil
}

// LinkRuleRefs gives pigeon's ruleRefExpr a pointer to the rule it names,
// set once with the rules-by-name map (buildRulesByName in parser_hooks.go), and makes
// parseRuleRefExpr follow it instead of looking the name up in a map at
// every reference. The rule found is the same; a reference the
// initialisation did not reach still goes through the map. This took the
// generated parser from about 16.4 to 14.6 us per corpus IRI.
func LinkRuleRefs(_ *ast.File, d Decls) error {
	refType, parseRef := d.structs["ruleRefExpr"], d.methods["parseRuleRefExpr"]
	if refType == nil || parseRef == nil || len(parseRef.Type.Params.List) != 1 ||
		len(parseRef.Type.Params.List[0].Names) != 1 || parseRef.Type.Params.List[0].Names[0].Name != "ref" {
		return fmt.Errorf("pigeon output changed shape: ruleRefExpr or parseRuleRefExpr(ref) not found")
	}
	fields, err := parseStruct("struct{ rule *rule }", refType.Fields.Closing)
	if err != nil {
		return err
	}
	refType.Fields.List = append(refType.Fields.List, fields...)
	follow, err := parseStmts("if ref.rule != nil { return p.parseRuleWrap(ref.rule) }", parseRef.Body.Lbrace+1)
	if err != nil {
		return err
	}
	parseRef.Body.List = append(follow, parseRef.Body.List...)
	return nil
}

// LazyLabelMaps makes the parser allocate a scope's map of labeled values
// when a label is first stored in it, rather than in pushV at every choice,
// repetition and label: our grammars have two labels per variant, and a
// fresh parser (one per parse) otherwise allocates a map for each depth it
// reaches. Action code reads the maps, and reading a nil map gives what an
// empty one does, so the values actions see are the same. This saved 16 of
// 185 allocations and about 7% of the time per corpus IRI.
func LazyLabelMaps(f *ast.File, d Decls) error {
	pushV, labeled := d.methods["pushV"], d.methods["parseLabeledExpr"]
	if pushV == nil || labeled == nil {
		return fmt.Errorf("pigeon output changed shape: pushV or parseLabeledExpr not found")
	}
	body, err := parseStmts(`if cap(p.vstack) == len(p.vstack) {
		p.vstack = append(p.vstack, nil)
	} else {
		p.vstack = p.vstack[:len(p.vstack)+1]
	}`, pushV.Body.Lbrace+1)
	if err != nil {
		return err
	}
	dropComments(f, pushV)
	pushV.Body.List = body
	alloc, err := parseStmts(`if m == nil {
		m = make(map[string]any)
		p.vstack[len(p.vstack)-1] = m
	}`, token.NoPos) // placed below, once the statement it precedes is found
	if err != nil {
		return err
	}
	// In "if ok && lab.label != "" { m := p.vstack[...]; m[lab.label] = val }",
	// allocate m between the two statements.
	found := false
	ast.Inspect(labeled.Body, func(n ast.Node) bool {
		blk, ok := n.(*ast.BlockStmt)
		if !ok || found || len(blk.List) != 2 {
			return true
		}
		def, ok1 := blk.List[0].(*ast.AssignStmt)
		set, ok2 := blk.List[1].(*ast.AssignStmt)
		if ok1 && ok2 && len(def.Lhs) == 1 && exprString(def.Lhs[0]) == "m" &&
			exprString(def.Rhs[0]) == "p.vstack[len(p.vstack)-1]" && exprString(set.Lhs[0]) == "m[lab.label]" {
			for _, st := range alloc {
				setPos(st, set.Pos())
			}
			blk.List = append(append([]ast.Stmt{def}, alloc...), set)
			found = true
		}
		return true
	})
	if !found {
		return fmt.Errorf("parseLabeledExpr changed shape: no \"m := p.vstack[...]; m[lab.label] = val\" block")
	}
	return nil
}

// SkipUnobservedValues lets the parser skip building values nothing can
// observe. Pigeon gives every match a value: the matched bytes boxed in an
// interface for a literal or character class, a new slice for a sequence or
// repetition. Actions see values only through labels, and the caller sees
// the entry rule's value; any other value is built and dropped, which was
// most of the parser's allocations. The rewrite adds a novalue flag to those
// expression types; markUnobserved (parser_hooks.go) sets it, once, on the
// expressions whose value cannot reach a label or an entry rule's result;
// and the parse methods then return nil for them, through hand-written
// counterparts in parser_hooks.go (parseSeqNoValue, ...; matched). Flagged or not,
// an expression matches the same text: only unobservable values change.
func SkipUnobservedValues(f *ast.File, d Decls) error {
	for _, name := range []string{"seqExpr", "expr", "litMatcher", "charClassMatcher"} {
		st := d.structs[name]
		if st == nil {
			return fmt.Errorf("pigeon output changed shape: no %s type", name)
		}
		fields, err := parseStruct("struct{ novalue bool }", st.Fields.Closing)
		if err != nil {
			return err
		}
		st.Fields.List = append(st.Fields.List, fields...)
	}
	// Repetitions and sequences: a flagged one runs its counterpart.
	for _, m := range []struct{ method, param, counterpart string }{
		{"parseSeqExpr", "seq", "parseSeqNoValue"},
		{"parseZeroOrMoreExpr", "expr", "parseZeroOrMoreNoValue"},
		{"parseOneOrMoreExpr", "expr", "parseOneOrMoreNoValue"},
	} {
		fd := d.methods[m.method]
		if fd == nil || len(fd.Type.Params.List) != 1 || len(fd.Type.Params.List[0].Names) != 1 ||
			fd.Type.Params.List[0].Names[0].Name != m.param {
			return fmt.Errorf("pigeon output changed shape: no %s(%s)", m.method, m.param)
		}
		skip, err := parseStmts(fmt.Sprintf("if %s.novalue { return p.%s(%s) }", m.param, m.counterpart, m.param), fd.Body.Lbrace+1)
		if err != nil {
			return err
		}
		fd.Body.List = append(skip, fd.Body.List...)
	}
	// Matchers: "return p.sliceFrom(start), true" becomes
	// "return p.matched(x.novalue, start), true".
	for _, m := range []struct{ method, param string }{
		{"parseLitMatcher", "lit"},
		{"parseCharClassMatcher", "chr"},
	} {
		fd := d.methods[m.method]
		if fd == nil {
			return fmt.Errorf("pigeon output changed shape: no %s", m.method)
		}
		n := 0
		ast.Inspect(fd.Body, func(node ast.Node) bool {
			ret, ok := node.(*ast.ReturnStmt)
			if !ok || len(ret.Results) != 2 || exprString(ret.Results[0]) != "p.sliceFrom(start)" {
				return true
			}
			call := ret.Results[0].(*ast.CallExpr)
			call.Fun.(*ast.SelectorExpr).Sel.Name = "matched"
			flag := &ast.SelectorExpr{X: ast.NewIdent(m.param), Sel: ast.NewIdent("novalue")}
			setPos(flag, call.Lparen)
			call.Args = append([]ast.Expr{flag}, call.Args...)
			n++
			return true
		})
		if n == 0 {
			return fmt.Errorf("%s changed shape: no \"return p.sliceFrom(start), true\"", m.method)
		}
	}
	return nil
}

// Decls indexes the struct types and the methods of the pigeon
// output by name, for the rewrites that edit them.
type Decls struct {
	structs map[string]*ast.StructType
	methods map[string]*ast.FuncDecl
}

func IndexDecls(f *ast.File) Decls {
	d := Decls{structs: map[string]*ast.StructType{}, methods: map[string]*ast.FuncDecl{}}
	for _, decl := range f.Decls {
		switch decl := decl.(type) {
		case *ast.GenDecl:
			for _, s := range decl.Specs {
				if ts, ok := s.(*ast.TypeSpec); ok {
					if st, ok := ts.Type.(*ast.StructType); ok {
						d.structs[ts.Name.Name] = st
					}
				}
			}
		case *ast.FuncDecl:
			if decl.Recv != nil {
				d.methods[decl.Name.Name] = decl
			}
		}
	}
	return d
}

// parseStmts parses Go statements to splice into the pigeon output at
// position at (a position of that file, just before where they go). Every
// position in them is set to at: their own belong to another file, and the
// printer places comments and breaks lines by positions.
func parseStmts(src string, at token.Pos) ([]ast.Stmt, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p; func f() {"+src+"}", 0)
	if err != nil {
		return nil, err
	}
	body := f.Decls[0].(*ast.FuncDecl).Body
	setPos(body, at)
	return body.List, nil
}

// parseStruct parses a struct type and returns its fields, positioned at at
// as parseStmts does.
func parseStruct(src string, at token.Pos) ([]*ast.Field, error) {
	e, err := parser.ParseExpr(src)
	if err != nil {
		return nil, err
	}
	setPos(e, at)
	return e.(*ast.StructType).Fields.List, nil
}

// setPos sets every token.Pos field of the nodes under n to at (except
// CallExpr.Ellipsis, whose being set is meaningful).
func setPos(n ast.Node, at token.Pos) {
	posType := reflect.TypeOf(token.NoPos)
	ast.Inspect(n, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		v := reflect.ValueOf(n)
		if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
			return true
		}
		v = v.Elem()
		for i := 0; i < v.NumField(); i++ {
			// A CallExpr's Ellipsis position means "f(x...)" when set.
			if f := v.Field(i); f.Type() == posType && f.CanSet() && v.Type().Field(i).Name != "Ellipsis" {
				f.SetInt(int64(at))
			}
		}
		return true
	})
}

// dropComments removes the comments inside the body of fd, whose statements
// a rewrite replaced.
func dropComments(f *ast.File, fd *ast.FuncDecl) {
	var kept []*ast.CommentGroup
	for _, cg := range f.Comments {
		if cg.Pos() < fd.Body.Lbrace || cg.End() > fd.Body.Rbrace {
			kept = append(kept, cg)
		}
	}
	f.Comments = kept
}

func exprString(e ast.Expr) string {
	var b bytes.Buffer
	format.Node(&b, token.NewFileSet(), e)
	return b.String()
}
