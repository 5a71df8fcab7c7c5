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
	e.value(reflect.ValueOf(s).Elem())
	sum := sha256.Sum256(e.buf)
	return hex.EncodeToString(sum[:8])
}

// canonEncoder writes values in a fixed binary form for hashing.
type canonEncoder struct {
	buf []byte
}

func (e *canonEncoder) int(v int64)   { e.buf = binary.AppendVarint(e.buf, v) }
func (e *canonEncoder) uint(v uint64) { e.buf = binary.AppendUvarint(e.buf, v) }

func (e *canonEncoder) value(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			e.uint(1)
		} else {
			e.uint(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		e.int(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		e.uint(v.Uint())
	case reflect.String:
		e.uint(uint64(v.Len()))
		e.buf = append(e.buf, v.String()...)
	case reflect.Slice, reflect.Array:
		e.uint(uint64(v.Len()))
		for i := 0; i < v.Len(); i++ {
			e.value(v.Index(i))
		}
	case reflect.Pointer:
		if v.IsNil() {
			e.uint(0)
			return
		}
		e.uint(1)
		e.value(v.Elem())
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).Tag.Get("hash") == "-" {
				continue
			}
			e.value(v.Field(i))
		}
	default:
		// Maps iterate in random order and floats differ between machines:
		// neither may reach the state (DESIGN section 3).
		panic(fmt.Sprintf("sim: %s cannot be part of the game state", v.Type()))
	}
}
