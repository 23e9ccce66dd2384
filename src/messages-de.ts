// orgkit/messages/de: the German catalog, in an entry of its own like a date library's locales, so that only
// the apps that import it download it (7.5 kB gzip). `<OrgKitProvider messages={messagesDe} locale="de">`.
export { messagesDe } from './messages/messages-de'
