package readapi

// CheckAll is checkAll, for the tests of package readapi_test (which may
// import packages that import this one).
var CheckAll = checkAll
