// Route module: replaced by its feature's page.
export default function Route() {
  return <main><h1>not-found</h1></main>;
}
