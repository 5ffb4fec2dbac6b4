// Route module: replaced by its feature's page.
export default function Route() {
  return <main><h1>event-detail</h1></main>;
}
