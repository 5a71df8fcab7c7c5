package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// DecodeCommands reads a JSON array of commands (a command script or a
// network message). Unknown fields are refused, so a typo in a script is
// reported rather than silently ignored; whether each command is legal is
// for Apply to say.
func DecodeCommands(data []byte) ([]Command, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var cmds []Command
	if err := dec.Decode(&cmds); err != nil {
		return nil, fmt.Errorf("not a JSON array of commands: %v", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("not a JSON array of commands: text follows the array")
	}
	return cmds, nil
}
