package replay

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"hexstorm/internal/atomicfile"
)

// A signature says who vouches for a record file: a play-by-cloud server
// signs the record of a finished game with its ed25519 key (DESIGN D41), so
// its players can show that the game is the one the server judged, which the
// hashes alone cannot (docs/records.md, "What verifying proves"). It is kept
// beside the record, in RECORD.sig, and covers the record file's bytes
// exactly; the record format does not change.

// SignatureSuffix is appended to a record's file name to name its signature.
const SignatureSuffix = ".sig"

// Signature is a detached ed25519 signature of a record file.
type Signature struct {
	PublicKey []byte `json:"public_key"`
	Signature []byte `json:"signature"`
}

// Sign signs a record file's bytes.
func Sign(key ed25519.PrivateKey, data []byte) Signature {
	return Signature{PublicKey: key.Public().(ed25519.PublicKey), Signature: ed25519.Sign(key, data)}
}

// Check reports whether sig signs data, by sig's own key.
func (sig Signature) Check(data []byte) error {
	if len(sig.PublicKey) != ed25519.PublicKeySize || len(sig.Signature) != ed25519.SignatureSize {
		return errors.New("the signature is malformed")
	}
	if !ed25519.Verify(ed25519.PublicKey(sig.PublicKey), data, sig.Signature) {
		return errors.New("the signature does not match the record: it was changed after signing, or signed by another key")
	}
	return nil
}

// Signer returns a short name of the signing key (its first 8 bytes in hex),
// to compare with the one a server publishes.
func (sig Signature) Signer() string {
	n := min(8, len(sig.PublicKey))
	return hex.EncodeToString(sig.PublicKey[:n])
}

// ReadSignature reads RECORD.sig; ok is false when there is none.
func ReadSignature(recordPath string) (sig Signature, ok bool, err error) {
	b, err := os.ReadFile(recordPath + SignatureSuffix)
	if errors.Is(err, os.ErrNotExist) {
		return sig, false, nil
	}
	if err != nil {
		return sig, false, err
	}
	if err := json.Unmarshal(b, &sig); err != nil {
		return sig, true, fmt.Errorf("%s%s: %w", recordPath, SignatureSuffix, err)
	}
	return sig, true, nil
}

// WriteSignature writes sig as RECORD.sig.
func WriteSignature(recordPath string, sig Signature) error {
	b, err := json.MarshalIndent(sig, "", " ")
	if err != nil {
		return err
	}
	return atomicfile.Write(recordPath+SignatureSuffix, append(b, '\n'))
}
