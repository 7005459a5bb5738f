export function RouteError() {
  return <p role="alert">Something went wrong.</p>;
}
