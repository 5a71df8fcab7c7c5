package hexmap

import "fmt"

// Terrain is the ground a hex is made of.
type Terrain uint8

// The terrain types of the map model. Sea is the only water terrain; a land
// hex next to sea is coastal.
const (
	Clear Terrain = iota
	Forest
	Marsh
	Mountain
	City
	Town
	Sea
	terrainCount
)

var terrainNames = [terrainCount]string{"clear", "forest", "marsh", "mountain", "city", "town", "sea"}

// Terrains lists every terrain in declaration order.
func Terrains() []Terrain {
	out := make([]Terrain, terrainCount)
	for i := range out {
		out[i] = Terrain(i)
	}
	return out
}

// String returns the terrain's lower-case name as used in scenario files.
func (t Terrain) String() string {
	if t >= terrainCount {
		return fmt.Sprintf("Terrain(%d)", uint8(t))
	}
	return terrainNames[t]
}

// ParseTerrain returns the terrain with the given name.
func ParseTerrain(name string) (Terrain, error) {
	for i, n := range terrainNames {
		if n == name {
			return Terrain(i), nil
		}
	}
	return 0, fmt.Errorf("unknown terrain %q", name)
}

// IsLand reports whether the terrain is land (anything but sea).
func (t Terrain) IsLand() bool { return t != Sea }

// IsSettlement reports whether the terrain is a city or a town.
func (t Terrain) IsSettlement() bool { return t == City || t == Town }

// MarshalText encodes the terrain by name.
func (t Terrain) MarshalText() ([]byte, error) {
	if t >= terrainCount {
		return nil, fmt.Errorf("invalid terrain %d", uint8(t))
	}
	return []byte(t.String()), nil
}

// UnmarshalText decodes a terrain name.
func (t *Terrain) UnmarshalText(b []byte) error {
	v, err := ParseTerrain(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}
