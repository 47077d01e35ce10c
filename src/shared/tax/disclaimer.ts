/**
 * The notice every tax figure goes with (the /impostos page, the CSV's file, the PDF): a calculation aid, not tax
 * advice. Kept next to the engine so the server, the PDF and the page show the same words.
 */
export const TAX_DISCLAIMER =
  'Ferramenta de apoio ao cálculo, não é consultoria tributária. Os valores são estimados a partir dos trades ' +
  'registrados no MCTrading (resultado líquido de custos); confira com as notas de corretagem e o informe da sua ' +
  'corretora e, em caso de dúvida, consulte um contador. O DARF deve ser emitido no Sicalc da Receita Federal.';
