/** A node of the menu tree as `userMenuTree` serves it (docs/wire-protocol.md, MenuNode). */
export interface MenuNode {
  id: string;
  parentId: string;
  path: string;
  component: string;
  name: string;
  hidden: boolean;
  redirect?: string;
  thirdUrl?: string;
  icon?: string;
  /** The button codes of the page the user holds (the platform may leave them out of a group). */
  buttons?: string[];
  children?: MenuNode[];
}
