/**
 * Writes the export file as it arrives, page by page: `{ "exportedAt", "member", "<service>": {
 * "<section>": [rows…], … }, … }`. Nothing but the current page is held; each chunk is handed to
 * `out`, which waits while the reader is slow.
 */
export class ExportDocumentWriter {
  private service: string | null = null;
  private section: string | null = null;
  private itemsInSection = 0;
  private readonly services = new Set<string>();
  private sections = new Set<string>();
  private ended = false;

  constructor(private readonly out: (chunk: string) => Promise<void>) {}

  /** The document's opening: when it was made and the member's account as the product shows it. */
  begin(exportedAt: string, member: unknown): Promise<void> {
    return this.out(`{"exportedAt":${JSON.stringify(exportedAt)},"member":${JSON.stringify(member)}`);
  }

  /**
   * One page of one service's section. A service's pages come together, and a section's pages in a
   * row; a service or section seen before and left is a programming error (it would repeat a key).
   */
  async page(service: string, section: string, items: readonly unknown[]): Promise<void> {
    if (this.ended) throw new Error('export document: already ended');
    let chunk = '';
    if (service !== this.service) {
      if (this.services.has(service)) throw new Error(`export document: ${service} answered again after another service`);
      chunk += this.closeSection() + (this.service !== null ? '}' : '');
      chunk += `,${JSON.stringify(service)}:{`;
      this.services.add(service);
      this.service = service;
      this.sections = new Set();
    }
    if (section !== this.section) {
      if (this.sections.has(section)) throw new Error(`export document: ${service} answered ${section} again after another section`);
      const first = this.section === null;
      chunk += this.closeSection() + `${first ? '' : ','}${JSON.stringify(section)}:[`;
      this.sections.add(section);
      this.section = section;
      this.itemsInSection = 0;
    }
    for (const item of items) {
      chunk += (this.itemsInSection > 0 ? ',' : '') + JSON.stringify(item);
      this.itemsInSection += 1;
    }
    if (chunk !== '') await this.out(chunk);
  }

  /** Closes whatever is open and the document. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.out(this.closeSection() + (this.service !== null ? '}' : '') + '}\n');
  }

  private closeSection(): string {
    if (this.section === null) return '';
    this.section = null;
    return ']';
  }
}
