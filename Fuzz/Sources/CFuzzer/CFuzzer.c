// SwiftPM links every executable with `main` aliased to `<Target>_main`, so libFuzzer's own
// `main` cannot be used (and `-parse-as-library` leaves that alias undefined). Each target's
// main.swift calls LLVMFuzzerRunDriver instead; this file only gives the C target a source.
#include "CFuzzer.h"
