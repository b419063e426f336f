// Command tiny is a small program that the release tests build the way
// deploy/release.sh builds pqs, to check the binary checks on real files.
package main

import "fmt"

var version string

func main() { fmt.Println("tiny", version) }
