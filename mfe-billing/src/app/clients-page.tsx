export function ClientsPage() {
  return <h1>Clients</h1>;
}
