/** The source name of every row the demo generator writes (and clearDemo removes). */
export const DEMO_SOURCE = 'demo';
