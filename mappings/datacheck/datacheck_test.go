package datacheck

import "testing"

func TestTheDataFilesHold(t *testing.T) {
	for _, r := range readers {
		if err := r.read(); err != nil {
			t.Errorf("%s: %v", r.files, err)
		}
	}
	if err := All(); err != nil {
		t.Error(err)
	}
}
