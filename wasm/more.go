//go:build js && wasm && reader

package main

import "syscall/js"

func init() {
	addReader = func(api js.Value) {
		for _, f := range more {
			api.Set(f.name, guardReader(f.f))
		}
	}
}

// guardReader makes a function of the reader's build safe as guard does;
// it answers null to a call that goes wrong.
func guardReader(f func(js.Value, []js.Value) any) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) (out any) {
		defer func() {
			if recover() != nil {
				out = nil
			}
		}()
		for len(args) < maxArgs {
			args = append(args, js.Undefined())
		}
		return f(this, args)
	})
}

// more are the functions of the reader's build (reader.go, review.go,
// hint.go).
var more []struct {
	name string
	f    func(js.Value, []js.Value) any
}
