package sim

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"reflect"
)

// Hash returns the canonical hash of the state: the first 8 bytes of a
// SHA-256 over a fixed binary encoding of every field, in hex. Two states
// hash the same exactly when every rule-relevant value is the same, on any
// machine and Go version, because the encoding walks fields in declaration
// order and the state holds only integers, booleans, strings and slices
// (maps and floats are refused by the walker and by the purity test).
func (s *State) Hash() string {
	var e canonEncoder
	e.buf = make([]byte, 0, 4096)
	stateEncoder(&e, reflect.ValueOf(s).Elem())
	sum := sha256.Sum256(e.buf)
	return hex.EncodeToString(sum[:8])
}

// encodeFunc writes one value of a fixed type in the canonical form.
type encodeFunc func(e *canonEncoder, v reflect.Value)

// stateEncoder is the State's canonical encoder, compiled once from its type
// so that hashing, done after every command, does not look up struct fields
// and tags again for every value; read-only after package initialisation.
var stateEncoder = compileEncoder(reflect.TypeFor[State](), map[reflect.Type]*encodeFunc{})

// canonEncoder writes values in a fixed binary form for hashing.
type canonEncoder struct {
	buf []byte
}

func (e *canonEncoder) int(v int64)   { e.buf = binary.AppendVarint(e.buf, v) }
func (e *canonEncoder) uint(v uint64) { e.buf = binary.AppendUvarint(e.buf, v) }

// compileEncoder returns the encoder of type t: integers as varints, strings
// and slices length-prefixed, struct fields in declaration order except those
// tagged hash:"-". seen breaks recursion through self-referring types.
func compileEncoder(t reflect.Type, seen map[reflect.Type]*encodeFunc) encodeFunc {
	if f, ok := seen[t]; ok {
		return func(e *canonEncoder, v reflect.Value) { (*f)(e, v) }
	}
	f := new(encodeFunc)
	seen[t] = f
	switch t.Kind() {
	case reflect.Bool:
		*f = func(e *canonEncoder, v reflect.Value) {
			if v.Bool() {
				e.uint(1)
			} else {
				e.uint(0)
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		*f = func(e *canonEncoder, v reflect.Value) { e.int(v.Int()) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*f = func(e *canonEncoder, v reflect.Value) { e.uint(v.Uint()) }
	case reflect.String:
		*f = func(e *canonEncoder, v reflect.Value) {
			e.uint(uint64(v.Len()))
			e.buf = append(e.buf, v.String()...)
		}
	case reflect.Slice, reflect.Array:
		if t == reflect.TypeFor[[]int8]() {
			// The control layer, one entry per hex: the biggest slice of
			// the state, read directly rather than element by element.
			*f = func(e *canonEncoder, v reflect.Value) {
				xs := v.Interface().([]int8)
				e.uint(uint64(len(xs)))
				for _, x := range xs {
					e.int(int64(x))
				}
			}
			break
		}
		elem := compileEncoder(t.Elem(), seen)
		*f = func(e *canonEncoder, v reflect.Value) {
			n := v.Len()
			e.uint(uint64(n))
			for i := range n {
				elem(e, v.Index(i))
			}
		}
	case reflect.Pointer:
		elem := compileEncoder(t.Elem(), seen)
		*f = func(e *canonEncoder, v reflect.Value) {
			if v.IsNil() {
				e.uint(0)
				return
			}
			e.uint(1)
			elem(e, v.Elem())
		}
	case reflect.Struct:
		var idx []int
		var encs []encodeFunc
		for i := range t.NumField() {
			if t.Field(i).Tag.Get("hash") == "-" {
				continue
			}
			idx = append(idx, i)
			encs = append(encs, compileEncoder(t.Field(i).Type, seen))
		}
		*f = func(e *canonEncoder, v reflect.Value) {
			for k, i := range idx {
				encs[k](e, v.Field(i))
			}
		}
	default:
		// Maps iterate in random order and floats differ between machines:
		// neither may reach the state (DESIGN section 3).
		panic(fmt.Sprintf("sim: %s cannot be part of the game state", t))
	}
	return *f
}
