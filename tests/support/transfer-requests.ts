import { expect } from 'vitest';
import { documentAnswerSchema, type MarketingDocument } from '../../src/shared/api/marketing-docs';
import { signInForWrites } from './sign-in';

/** An inventory transfer request of one line, created through the API as `user`, for a browser test to copy. */
export async function createTransferRequest(
  productUrl: string,
  user: string,
  request: { from: string; to: string; itemCode: string; quantity: string },
): Promise<MarketingDocument> {
  const created = await fetch(`${productUrl}/api/v1/marketing/docs/1250000001`, {
    method: 'POST',
    headers: { ...(await signInForWrites(productUrl, user)), 'content-type': 'application/json' },
    body: JSON.stringify({
      Filler: request.from,
      ToWhsCode: request.to,
      DocumentLines: [{ ItemCode: request.itemCode, Quantity: request.quantity }],
    }),
  });
  expect(created.status).toBe(201);
  return documentAnswerSchema.parse(await created.json()).ResponseData;
}
