/**
 * The notice every tax figure goes with (the /impostos page and the month's PDF): a calculation aid, not tax
 * advice. Kept next to the engine so the server, the PDF and the page show the same words.
 */
export const TAX_DISCLAIMER_TITLE = 'Auxílio de cálculo, não orientação tributária';
export const TAX_DISCLAIMER_BODY =
  'Os valores são estimados a partir dos trades registrados ou importados no MCTrading (resultado líquido de ' +
  'custos); confira com as notas de corretagem e o informe da sua corretora e, em caso de dúvida, consulte um ' +
  'contador antes de pagar ou declarar. O DARF é emitido no Sicalc da Receita Federal.';
export const TAX_DISCLAIMER = `${TAX_DISCLAIMER_TITLE}. ${TAX_DISCLAIMER_BODY}`;
