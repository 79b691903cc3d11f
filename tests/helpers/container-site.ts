import { startProductionServer } from './production-server';
import { copySite } from './site-copy';

export interface ContainerSite {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * The production build served with a tag-manager container (`GTM_ID`) and any `extraEnv`, from a
 * copy of the site:
 * with a container set at start, the server renders the cookie declaration again, over the
 * build's own files. `editContent` changes the copy's store before the server reads it.
 */
export async function startContainerSite(
  gtmId: string,
  extraEnv: Record<string, string> = {},
  editContent: (contentDir: string) => void = () => {},
): Promise<ContainerSite> {
  const site = copySite();
  const server = await Promise.resolve()
    .then(() => editContent(site.contentDir))
    .then(() =>
      startProductionServer(
        { GTM_ID: gtmId, CONTENT_DIR: site.contentDir, ...extraEnv },
        'ignore',
        () => {},
        '.',
        site.dir,
      ),
    )
    .catch((error: unknown) => {
      site.remove();
      throw error;
    });
  return {
    baseURL: server.baseURL,
    stop: async () => {
      await server.stop();
      site.remove();
    },
  };
}
