// The admin area's server-only parts other areas use; isomorphic ones: ./index.ts.
