/**
 * Entry and exit snapshots (出入场图片) of charge records and parking orders: SVG pictures drawn from the record
 * (plate, car park, gate, time), served publicly because an <img> sends no token.
 */
import type { FileReply } from '../../http/reply';
import { PARKS } from '../sharedOptions/parks';
import { STOP_FEE_ENTITIES, storeOf } from './common';
import type { RegisterService } from '../types';

const PATH = '/api/charge/v2/api/passImages';
const NAME = /^(charge|order)-(\d{1,12})-(in|out)\.svg$/;

export type ImageOwner = 'charge' | 'order';
export type Passage = 'in' | 'out';

/** The address of one snapshot. */
export const passImageUrl = (owner: ImageOwner, id: number, passage: Passage) => `${PATH}/${owner}-${id}-${passage}.svg`;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Snapshot {
  plateNo: string;
  parkName: string;
  gate: string;
  time: string;
  passage: Passage;
}

/** A 640×400 picture of a gate camera: the car, its plate, and the caption line of the camera. */
export function snapshotSvg(s: Snapshot): string {
  const plate = escapeXml(s.plateNo);
  const caption = escapeXml(`${s.parkName} ${s.gate} ${s.time}`);
  const label = s.passage === 'in' ? '入场抓拍' : '出场抓拍';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect width="640" height="400" fill="#2b3340"/>
<rect x="0" y="300" width="640" height="100" fill="#3d4654"/>
<rect x="150" y="120" width="340" height="170" rx="36" fill="#9aa5b5"/>
<rect x="190" y="80" width="260" height="80" rx="24" fill="#7d8898"/>
<rect x="210" y="95" width="220" height="55" rx="10" fill="#c9d3e0"/>
<circle cx="200" cy="290" r="34" fill="#1b1f27"/><circle cx="440" cy="290" r="34" fill="#1b1f27"/>
<rect x="245" y="215" width="150" height="44" rx="4" fill="#1f5fbf" stroke="#fff" stroke-width="3"/>
<text x="320" y="246" font-size="24" font-family="sans-serif" fill="#fff" text-anchor="middle">${plate}</text>
<rect x="0" y="0" width="640" height="36" fill="rgba(0,0,0,0.55)"/>
<text x="12" y="25" font-size="17" font-family="sans-serif" fill="#fff">${escapeXml(label)}</text>
<text x="628" y="25" font-size="15" font-family="sans-serif" fill="#fff" text-anchor="end">${caption}</text>
</svg>`;
}

const parkName = (parkId: unknown) => PARKS.find((p) => p.parkId === Number(parkId))?.parkName ?? '停车场';

export const registerStopFeeImages: RegisterService = (router, ctx) => {
  const stores = {
    charge: storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.chargeInfo),
    order: storeOf(ctx.engine, ctx.db, STOP_FEE_ENTITIES.parkOrder),
  };
  router.get(
    `${PATH}/{name}`,
    (req): FileReply => {
      const m = NAME.exec(req.params.name ?? '');
      const record = m ? stores[m[1] as ImageOwner].find(Number(m[2])) : null;
      const passage = (m?.[3] ?? 'in') as Passage;
      const time = record?.[passage === 'in' ? 'inTime' : 'outTime'];
      if (!record || typeof time !== 'string')
        return { status: 404, bytes: Buffer.from('Not Found'), contentType: 'text/plain; charset=utf-8' };
      const gate =
        typeof record[passage === 'in' ? 'inGate' : 'outGate'] === 'string'
          ? String(record[passage === 'in' ? 'inGate' : 'outGate'])
          : passage === 'in'
            ? '入口'
            : '出口';
      const svg = snapshotSvg({ plateNo: String(record.plateNo ?? ''), parkName: parkName(record.parkId), gate, time, passage });
      return {
        status: 200,
        bytes: Buffer.from(svg, 'utf8'),
        contentType: 'image/svg+xml; charset=utf-8',
        headers: { 'Content-Security-Policy': 'sandbox', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'max-age=300' },
      };
    },
    { public: true, asset: true },
  );
};
