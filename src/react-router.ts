// The `orgkit/react-router` entry. Filled in by its issue; the export map and build exist from the start.
export {}
