import { ATTACHMENT_MAX_BYTES } from '../attachments/contract';
import { ATTACHMENT_MAX_PIXELS, type ImageRejection } from '../attachments/image-rejections';

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
