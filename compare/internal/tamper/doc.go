// Package tamper makes the altered inputs the checks feed implementations
// to see forgeries refused.
package tamper
