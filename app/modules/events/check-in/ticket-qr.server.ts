// A ticket's QR code, drawn on the server as SVG (no script on the ticket page), dark on white
// with a quiet zone so phone cameras read it from a dimmed screen too.
import QRCode from "qrcode";

export function ticketQrSvg(token: string): Promise<string> {
  return QRCode.toString(token, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
}
