/** A workspace page needs the width and the height: the sidebar shrinks to icons and the page fills the shell (docs/product/shell-and-navigation.md). */
const WORKSPACE_PAGE = /^\/app\/workspaces\/[^/]+\/?$/;

export const isWorkspacePage = (pathname: string) => WORKSPACE_PAGE.test(pathname);
