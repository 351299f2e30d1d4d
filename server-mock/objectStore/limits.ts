/** The largest file the simulated storage hosts take (10 MB), as the platform's upload rules say. */
export const STORE_MAX_BYTES = 10 * 1024 * 1024;

/** Room for the multipart envelope (boundaries, part headers, the policy and signature fields) around a 10 MB file. */
export const MULTIPART_OVERHEAD = 64 * 1024;
