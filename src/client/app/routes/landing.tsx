export function LandingPage() {
  return (
    <main>
      <h1>O que é o MCTrading?</h1>
    </main>
  );
}
