package cloop

// CodeLayout names the order in which the linker laid out this program's
// functions, as make goside sets it (go build -ldflags "-randlayout=N -X
// github.com/naclcmp/naclcmp/internal/cloop.CodeLayout=N"): the seed of
// the linker's -randlayout, "0" for the linker's own order, "" when the
// build did not say. A binding's few ns on the Go side move with where its
// code and its C loop's code lie (the same checks measured 2.6 to 6.9 ns
// under four orders), so the Go-side run is made under several orders,
// each run's loops carry their order (record.LoopResult.CodeLayout), and
// the report pools them rather than let one order decide.
var CodeLayout string
