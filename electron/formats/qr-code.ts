// A QR code of an address, to scan from a screen or a printed sheet: encoded by the qrcode library (version and
// error correction chosen by it, level M: a sheet on a wall may get a fold or a pin), drawn here as an SVG path of its
// dark modules with the quiet zone the standard asks for (four modules).
import QRCode from 'qrcode';

const QUIET_ZONE = 4;

/** The code as SVG markup, `size` units wide. */
export function qrSvg(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const side = count + 2 * QUIET_ZONE;
  let path = '';
  for (let y = 0; y < count; y++)
    for (let x = 0; x < count; x++) if (modules.get(y, x)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

/** The same as an image address (`data:`), which the app's and the printouts' security policies allow. */
export function qrDataUrl(text: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(qrSvg(text)).toString('base64')}`;
}
