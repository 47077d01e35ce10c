import { ATTACHMENT_MAX_BYTES } from '../attachments/contract';
import { ATTACHMENT_MAX_PIXELS, type ImageRejection } from '../attachments/image-rejections';

/** Texts of the chart screenshots on trades: the picker, the upload queue, the gallery and the full-screen view. */
export const attachmentsText = {
  sectionTitle: 'Imagens do gráfico',
  sectionHint:
    'Cole uma captura de tela (Ctrl+V), arraste imagens para cá ou escolha arquivos. PNG, JPEG ou WebP.',
  sectionHintTouch: 'Tire uma foto do gráfico ou escolha capturas da galeria. PNG, JPEG ou WebP.',
  dropHere: 'Solte as imagens aqui',
  choose: 'Escolher imagens',
  camera: 'Tirar foto',
  quota: (used: string, limit: string) => `${used} de ${limit} usados`,
  quotaLoading: 'Calculando o espaço usado…',
  perTrade: (count: number, max: number) => `${count} de ${max} imagens neste trade`,
  loadError: 'Não foi possível carregar as imagens deste trade.',
  retryLoad: 'Tentar de novo',

  // The queue.
  queuedForNew: 'As imagens serão enviadas quando o trade for salvo.',
  waiting: 'Aguardando',
  uploading: (percent: number) => `Enviando… ${percent}%`,
  processing: 'Processando…',
  failed: 'Falha no envio',
  retry: 'Tentar de novo',
  removeQueued: (name: string) => `Remover ${name} da fila`,
  retryLabel: (name: string) => `Tentar enviar ${name} de novo`,
  pastedName: (n: number) => `captura-${n}.png`,

  // Checks before sending (the server checks again, from the bytes).
  wrongType: 'Formato não aceito: envie PNG, JPEG ou WebP.',
  tooLarge: (maxMb: number) => `A imagem passa do limite de ${maxMb} MB.`,
  tooMany: (max: number) => `Cada trade aceita até ${max} imagens.`,
  networkError: 'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
  uploadFailed: 'Não foi possível enviar a imagem. Tente de novo.',

  // Toasts.
  uploadErrorTitle: 'Imagem não enviada',
  uploadErrorDetail: (n: number) =>
    n === 1
      ? '1 imagem não foi enviada. Ela continua na lista: tente de novo.'
      : `${n} imagens não foram enviadas. Elas continuam na lista: tente de novo.`,
  uploaded: (n: number) => (n === 1 ? 'Imagem anexada' : `${n} imagens anexadas`),
  uploadedDetail: 'Veja na galeria do trade.',
  captionSaved: 'Legenda salva',
  captionError: 'Erro ao salvar a legenda',
  captionErrorDetail: 'Não foi possível salvar a legenda. Tente novamente.',
  orderError: 'Erro ao reordenar',
  orderErrorDetail: 'Não foi possível mudar a ordem das imagens. Tente novamente.',
  deleted: 'Imagem excluída',
  deletedDetail: 'A imagem foi removida do trade.',
  deleteError: 'Erro ao excluir a imagem',
  deleteErrorDetail: 'Não foi possível excluir a imagem. Tente novamente.',
  // One image in the manager.
  open: (n: number, total: number) => `Abrir imagem ${n} de ${total} em tela cheia`,
  moveLeft: (n: number) => `Mover imagem ${n} para a esquerda`,
  moveRight: (n: number) => `Mover imagem ${n} para a direita`,
  dragHandle: (n: number, total: number) => `Reordenar imagem ${n} de ${total}`,
  dragHint: 'Arraste para mudar a ordem, ou use as setas para a esquerda e para a direita.',
  movedTo: (position: number, total: number) => `Imagem movida para a posição ${position} de ${total}.`,
  orderRestored: 'A ordem anterior das imagens foi restaurada.',
  delete: (n: number) => `Excluir imagem ${n}`,
  deleteTitle: 'Excluir imagem?',
  deleteDescription: 'A imagem sai do trade e do armazenamento. Isso não pode ser desfeito.',
  deleteConfirm: 'Excluir imagem',
  deleting: 'Excluindo…',
  addCaption: 'Adicionar legenda',
  editCaption: (n: number) => `Editar legenda da imagem ${n}`,
  captionLabel: (n: number) => `Legenda da imagem ${n}`,
  captionPlaceholder: 'Ex.: rompimento da máxima com volume',
  saveCaption: 'Salvar',
  cancelCaption: 'Cancelar',

  // Rows and the dashboard.
  thumbs: (n: number, trade: string) =>
    n === 1 ? `Ver 1 imagem do trade ${trade}` : `Ver ${n} imagens do trade ${trade}`,
  attach: (trade: string) => `Anexar imagens ao trade ${trade}`,
  dialogTitle: 'Imagens do trade',
  dialogDescription: (trade: string) => `${trade}: capturas do gráfico, na ordem em que aparecem.`,

  // The full-screen view.
  viewerTitle: 'Imagem do trade',
  counter: (n: number, total: number) => `${n} de ${total}`,
  previous: 'Imagem anterior',
  next: 'Próxima imagem',
  close: 'Fechar',
  viewerHint: 'Use as setas do teclado ou deslize para ver as outras imagens.',
  noCaption: 'Sem legenda',
  imageAlt: (n: number, caption: string | null) => caption ?? `Captura do gráfico ${n}`,
} as const;

const maxMb = Math.round(ATTACHMENT_MAX_BYTES / (1024 * 1024));
const maxMegapixels = Math.round(ATTACHMENT_MAX_PIXELS / 1_000_000);

/** What the trader reads when an image is refused, one text per reason (nothing is stored in any case). */
export const imageRejectionMessages: Record<ImageRejection, string> = {
  empty: 'O arquivo está vazio. Escolha outra imagem.',
  too_large: `A imagem passa de ${maxMb} MB. Envie uma imagem menor ou um recorte da tela.`,
  not_an_image: 'Este arquivo não é uma imagem. Envie um print da tela em PNG, JPEG ou WebP.',
  unsupported_type: 'Formato de imagem não aceito. Envie PNG, JPEG ou WebP.',
  too_many_pixels: `A imagem é grande demais (mais de ${maxMegapixels} megapixels). Envie uma imagem menor.`,
  damaged:
    'Não foi possível ler a imagem: o arquivo parece corrompido ou incompleto. Salve o print de novo e envie.',
};
