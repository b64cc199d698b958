package atlas

// OfWith is Of with a as the skill games' A, for the tests.
var OfWith = of
