/** /privacidade (public): placeholder of issue 14's foundation, replaced by its helper. */
export function PrivacyPolicyPage() {
  return (
    <main className="mx-auto grid max-w-3xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Privacidade</h1>
    </main>
  );
}
