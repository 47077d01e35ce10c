import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-lg text-slate-600">Oops! Page not found</p>
      <Link to="/" className="text-brand-700 underline">
        Voltar para o início
      </Link>
    </main>
  );
}
