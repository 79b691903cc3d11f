/** React's encoder of a server action's arguments (Next's copy has no types of its own). */
declare module 'next/dist/compiled/react-server-dom-turbopack/client.edge' {
  export function encodeReply(value: unknown): Promise<string | FormData>;
}
