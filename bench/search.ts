/** Search benchmarks: filled in by the search work (issue [2]). */
export const benchSearch = async (): Promise<Record<string, unknown>> => ({ pending: 'search API not built yet' });
