export default function Home() {
  return (
    <main>
      <h1>Bare route</h1>
      <p>A React Router page with no loader.</p>
    </main>
  );
}
