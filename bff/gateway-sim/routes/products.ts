import { Router, type Request } from 'express';
import { caller, type SimContext } from '../context.ts';
import type { ProductRecord, ProductStatus } from '../records.ts';
import { badRequest, notFound, SimError } from '../sim-error.ts';
import { newId } from '../store.ts';
import { bodyOf, optionalText, queryText, requiredNumber, requiredText } from '../validate.ts';

const PRODUCT_STATUSES: readonly ProductStatus[] = ['available', 'out-of-stock'];

/** The catalogue, each marketer's product list, and the admin's product management. */
export function productRoutes(sim: SimContext): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  const findProduct = (req: Request): ProductRecord => {
    const id = queryText(req, 'id');
    if (!id) throw badRequest('id is required');
    const product = db.products.find((p) => p._id === id && !p.deleted);
    if (!product) throw notFound('Product not found');
    return product;
  };

  const productFields = (body: Record<string, unknown>) => ({
    productName: requiredText(body, 'productName'),
    price: requiredNumber(body, 'price', { min: 0, exclusiveMin: true }),
    commissionRate: requiredNumber(body, 'commissionRate', { min: 0, max: 100 }),
    commission: requiredNumber(body, 'commission', { min: 0 }),
    description: optionalText(body, 'description'),
  });

  router.get('/product', (req, res) => {
    const views = sim.views(req);
    res.json({ products: db.products.filter((p) => !p.deleted).map((p) => views.product(p)) });
  });

  router.get('/product/getMyProduct', (req, res) => {
    const views = sim.views(req);
    const mine = caller(res).myProducts;
    const products = db.products.filter((p) => mine.includes(p._id) && !p.deleted);
    res.json({ myProducts: products.map((p) => views.product(p)) });
  });

  router.get('/product/product', (req, res) => {
    res.json({ product: sim.views(req).product(findProduct(req)) });
  });

  router.put('/product/addMyProduct', (req, res) => {
    const user = caller(res);
    if (user.role === 'admin') throw new SimError(403, 'Admins do not keep a product list');
    const product = findProduct(req);
    if (product.status !== 'available') throw badRequest('This product is out of stock');
    if (user.myProducts.includes(product._id)) throw badRequest('This product is already in your list');
    user.myProducts.push(product._id);
    store.save();
    res.json({ message: 'Product added to your list' });
  });

  router.put('/product/removeMyProduct', (req, res) => {
    const user = caller(res);
    const id = queryText(req, 'id');
    if (!id) throw badRequest('id is required');
    if (!user.myProducts.includes(id)) throw notFound('This product is not in your list');
    user.myProducts = user.myProducts.filter((p) => p !== id);
    store.save();
    res.json({ message: 'Product removed from your list' });
  });

  router.post('/admin/changeProductStatus', (req, res) => {
    const product = findProduct(req);
    const status = requiredText(bodyOf(req), 'status') as ProductStatus;
    if (!PRODUCT_STATUSES.includes(status)) throw badRequest('status must be available or out-of-stock');
    product.status = status;
    product.updatedAt = new Date().toISOString();
    store.save();
    res.json({ message: `Product marked ${status}` });
  });

  router.delete('/admin/products', (req, res) => {
    const product = findProduct(req);
    product.deleted = true;
    product.updatedAt = new Date().toISOString();
    for (const user of db.users) user.myProducts = user.myProducts.filter((p) => p !== product._id);
    store.save();
    res.json({ message: 'Product deleted' });
  });

  router.post('/admin/addProduct', sim.upload.array('productImages', 10), (req, res) => {
    const fields = productFields(bodyOf(req));
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (files.length === 0) throw badRequest('productImages: at least one image is required');
    const images = files.map((file) => sim.saveImage(file, 'product'));
    const now = new Date().toISOString();
    db.products.push({
      _id: newId(),
      ...fields,
      images,
      status: 'available',
      deleted: false,
      createdAt: now,
      updatedAt: now,
    });
    store.save();
    res.json({ message: 'Product added' });
  });

  router.put('/admin/editProduct', sim.upload.array('productImages', 10), (req, res) => {
    const product = findProduct(req);
    const fields = productFields(bodyOf(req));
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const images = files.map((file) => sim.saveImage(file, 'product'));
    Object.assign(product, fields, { updatedAt: new Date().toISOString() });
    if (images.length > 0) product.images = images;
    store.save();
    res.json({ message: 'Product updated' });
  });

  return router;
}
