package editorview

import (
	"fmt"
	"image"
	"strings"

	"hexstorm/editor"
)

// Doc is the document being edited.
func (s *Editor) Doc() *editor.Doc { return s.doc }

// Path is the file the document was last saved to or opened from, "" for none.
func (s *Editor) Path() string { return s.path }

// Button is the rectangle of the top bar or palette button labelled label,
// or of the button with a changing label under the heading label, from
// the last layout (for scripted window tests).
func (s *Editor) Button(label string) (image.Rectangle, bool) {
	for _, list := range [][]edButton{s.topbar, s.palette} {
		for _, b := range list {
			if b.Label == label || (b.text != nil && b.heading == label) {
				return b.Rect, true
			}
		}
	}
	return image.Rectangle{}, false
}

// DialogButton is the rectangle of the open dialog's button labelled label
// in the first row whose label contains row ("" for any), from the last
// layout (for scripted window tests).
func (s *Editor) DialogButton(row, label string) (image.Rectangle, error) {
	if s.dlg == nil {
		return image.Rectangle{}, fmt.Errorf("no dialog open to click %q", label)
	}
	for _, it := range s.dlg.items {
		if !strings.Contains(it.label, row) {
			continue
		}
		for _, b := range it.buttons {
			if b.Label == label && !b.Rect.Empty() {
				return b.Rect, nil
			}
		}
	}
	return image.Rectangle{}, fmt.Errorf("dialog %q has no button %q in a row %q", s.dlg.title, label, row)
}
