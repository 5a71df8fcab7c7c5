//go:build race

package tournament

// raceDetector is true in a build with the race detector, which slows the
// computer's games about tenfold.
const raceDetector = true
